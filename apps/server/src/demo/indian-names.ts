// Given names and surnames grouped by region, so a reader's first and last name
// belong together (a Tamil given name with a Tamil surname) and the list of
// readers looks like the country rather than one state.

/** Names that are commonly found together, and how large a share of readers they make. */
export type NameRegion = {
  key: string;
  /** Relative share of readers. */
  weight: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
};

/** Splits a comma-separated list written across lines: names read better as prose than one per line. */
function list(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

export const NAME_REGIONS: readonly NameRegion[] = [
  {
    key: 'hindi-belt',
    weight: 24,
    firstNames: list(`
      Aarav, Vivaan, Aditya, Arjun, Rohit, Amit, Rahul, Saurabh, Vikas, Ankit, Manish, Pankaj, Deepak,
      Alok, Nitin, Shubham, Abhishek, Gaurav, Ravi, Sunil, Priya, Neha, Pooja, Anjali, Kavita, Sunita,
      Shalini, Ritu, Swati, Nidhi, Aditi, Shweta, Komal, Ananya, Isha, Sakshi, Divya, Preeti, Rekha, Meena
    `),
    lastNames: list(`
      Sharma, Verma, Gupta, Singh, Yadav, Mishra, Tiwari, Pandey, Srivastava, Chauhan, Agarwal, Saxena,
      Dubey, Tripathi, Shukla, Jain, Rastogi, Kushwaha, Rajput, Maurya
    `),
  },
  {
    key: 'punjab',
    weight: 6,
    firstNames: list(`
      Gurpreet, Harpreet, Manpreet, Jaspreet, Simran, Navjot, Amandeep, Harjit, Kuldeep, Balwinder,
      Parminder, Rajveer, Jasleen, Harleen, Gurleen, Tejinder
    `),
    lastNames: list(`
      Gill, Sandhu, Dhillon, Brar, Sidhu, Grewal, Bajwa, Randhawa, Kaur, Ahluwalia
    `),
  },
  {
    key: 'bengal',
    weight: 8,
    firstNames: list(`
      Arnab, Sourav, Debashis, Subhajit, Arijit, Anirban, Sayan, Rupam, Tanmoy, Sudipta, Moumita, Sreya,
      Paromita, Rituparna, Ananya, Sohini, Madhurima, Tanushree, Priyanka
    `),
    lastNames: list(`
      Banerjee, Chatterjee, Mukherjee, Ghosh, Bose, Das, Sen, Dutta, Chakraborty, Roy, Bhattacharya,
      Sarkar, Ganguly, Mondal, Saha
    `),
  },
  {
    key: 'maharashtra',
    weight: 10,
    firstNames: list(`
      Sachin, Omkar, Tejas, Aniket, Pratik, Sagar, Mahesh, Yogesh, Swapnil, Rohan, Shruti, Sayali,
      Ashwini, Pallavi, Snehal, Madhuri, Gauri, Rutuja, Prajakta, Vaishali
    `),
    lastNames: list(`
      Patil, Deshmukh, Kulkarni, Joshi, Jadhav, Pawar, Shinde, More, Gaikwad, Deshpande, Kale, Chavan,
      Sawant, Bhosale, Apte
    `),
  },
  {
    key: 'gujarat',
    weight: 6,
    firstNames: list(`
      Hardik, Jignesh, Chirag, Ketan, Nirav, Bhavesh, Parth, Dhruv, Hiral, Krupa, Foram, Dhara, Jinal,
      Nisha, Riddhi, Khushbu
    `),
    lastNames: list(`
      Patel, Shah, Mehta, Desai, Modi, Parikh, Trivedi, Vyas, Bhatt, Thakkar, Joshi
    `),
  },
  {
    key: 'tamil-nadu',
    weight: 10,
    firstNames: list(`
      Karthik, Senthil, Murugan, Arun, Vignesh, Prakash, Saravanan, Dinesh, Balaji, Ganesh, Lakshmi,
      Priya, Divya, Meenakshi, Kavya, Revathi, Deepa, Nandhini, Sangeetha, Janani
    `),
    lastNames: list(`
      Subramanian, Krishnan, Raman, Venkatesan, Natarajan, Rajendran, Palanisamy, Murugesan, Sundaram,
      Iyer, Iyengar, Ramasamy, Shanmugam, Annamalai
    `),
  },
  {
    key: 'kerala',
    weight: 6,
    firstNames: list(`
      Anoop, Arjun, Vishnu, Akhil, Sreejith, Nikhil, Rajesh, Jithin, Anjali, Aswathy, Lekshmi, Gopika,
      Athira, Sruthi, Reshma, Neethu
    `),
    lastNames: list(`
      Nair, Menon, Pillai, Kurup, Panicker, Varma, Namboothiri, Warrier, Nambiar, Unnikrishnan
    `),
  },
  {
    key: 'karnataka',
    weight: 7,
    firstNames: list(`
      Manjunath, Raghavendra, Prajwal, Darshan, Kiran, Suresh, Shreyas, Chethan, Harsha, Sahana, Bhavya,
      Shilpa, Spoorthi, Chaitra, Deepika, Pavithra
    `),
    lastNames: list(`
      Gowda, Hegde, Shetty, Rao, Kamath, Bhat, Shenoy, Naik, Poojary, Kulkarni
    `),
  },
  {
    key: 'telugu',
    weight: 8,
    firstNames: list(`
      Srinivas, Venkat, Ramesh, Naveen, Sai, Praveen, Mahesh, Ravi Teja, Chaitanya, Harish, Sravani,
      Lavanya, Swathi, Haritha, Sirisha, Keerthi, Bhavana, Sowmya
    `),
    lastNames: list(`
      Reddy, Naidu, Rao, Chowdary, Varma, Raju, Goud, Yadav, Prasad, Kumar
    `),
  },
  {
    key: 'odisha',
    weight: 3,
    firstNames: list(`
      Subrat, Debasish, Soumya, Biswajit, Pradeep, Sasmita, Lipika, Sanghamitra, Itishree
    `),
    lastNames: list(`
      Mohanty, Panda, Mishra, Patnaik, Sahoo, Behera, Nayak, Dash, Rath
    `),
  },
  {
    key: 'northeast',
    weight: 4,
    firstNames: list(`
      Bhaskar, Dhruba, Pranjal, Hrishikesh, Lalremruata, Tenzing, Chinmoyee, Bornali, Ngaihte, Mary
    `),
    lastNames: list(`
      Bora, Baruah, Gogoi, Saikia, Kalita, Hazarika, Sangma, Lyngdoh, Singha, Hmar
    `),
  },
  {
    key: 'muslim',
    weight: 6,
    firstNames: list(`
      Mohammed, Imran, Faisal, Arif, Sameer, Irfan, Zaid, Salman, Ayaan, Ayesha, Fatima, Zainab, Sana,
      Nazia, Farah, Rukhsar
    `),
    lastNames: list(`
      Khan, Ansari, Qureshi, Shaikh, Siddiqui, Hussain, Sayyed, Pathan, Mirza, Rizvi
    `),
  },
  {
    key: 'christian',
    weight: 2,
    firstNames: list(`
      Joseph, Thomas, George, Jacob, Mathew, Anil, Mary, Sneha, Christina, Jessica, Ruth
    `),
    lastNames: list(`
      D'Souza, Fernandes, Pereira, Rodrigues, Thomas, Mathew, Joseph, Kurian, Varghese, Pinto
    `),
  },
];
